"""Write the JSON Schema of every kind of content file to data/schema/ (run after changing a record).

Content files name their schema in a `#:schema` comment so editors (Taplo, Even Better TOML) check
them as a designer types. A test checks the written schemas are up to date.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.catalog import all_content_kinds  # noqa: E402
from game.core.content import json_schema  # noqa: E402
from game.core.paths import resource  # noqa: E402


def schema_text(kind) -> str:
    """The schema file's text for a content kind."""
    return json.dumps(json_schema(kind.record), indent=2, sort_keys=True) + "\n"


def main() -> None:
    """Write every schema."""
    folder = resource("data", "schema")
    folder.mkdir(parents=True, exist_ok=True)
    for kind in all_content_kinds():
        (folder / kind.schema_name).write_text(schema_text(kind))
        print(f"wrote data/schema/{kind.schema_name}")


if __name__ == "__main__":
    main()

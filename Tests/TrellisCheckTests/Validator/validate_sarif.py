"""Validates a SARIF log (standard input) against the SARIF 2.1.0 JSON schema given as the first argument,
with the jsonschema package (draft 4, as the schema declares). Prints every violation; exit status 1 when
there is one."""
import json
import sys

import jsonschema

with open(sys.argv[1], encoding="utf-8") as f:
    schema = json.load(f)
log = json.load(sys.stdin)
validator = jsonschema.Draft4Validator(schema)
errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
for error in errors:
    print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
sys.exit(1 if errors else 0)

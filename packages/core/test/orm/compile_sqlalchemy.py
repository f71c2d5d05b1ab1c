"""Compiles the schemas of generated SQLAlchemy modules without a database (test/ormMssql.test.ts).

Reads a JSON list of jobs on stdin, each {"module": path, "dialect": a SQLAlchemy dialect name such
as "mssql"}; imports each module and runs ``Base.metadata.create_all`` on a mock engine of that
dialect (``create_mock_engine``: no driver, no server), which hands each statement create_all would
execute to a function that compiles it with the dialect; one job after the other in this one
process. Writes a JSON list of {"statements": [DDL text, ...], "error": message or null} on stdout.
"""
import importlib.util
import json
import sys
import traceback
import warnings

from sqlalchemy import create_mock_engine

warnings.simplefilter("ignore")


def compile_module(number, job):
    spec = importlib.util.spec_from_file_location(f"relata_models_{number}", job["module"])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    statements = []

    def execute(clause, *multiparams, **params):
        statements.append(str(clause.compile(dialect=engine.dialect)).strip())

    # A mock engine loads the dialect (its default driver's: pyodbc for mssql), never the DBAPI.
    engine = create_mock_engine(f"{job['dialect']}://", execute)
    module.Base.metadata.create_all(engine)
    return statements


def main():
    results = []
    for number, job in enumerate(json.load(sys.stdin)):
        try:
            results.append({"statements": compile_module(number, job), "error": None})
        except Exception as error:  # one job's failure is its own result
            last = traceback.format_exception_only(type(error), error)[-1].strip()
            results.append({"statements": [], "error": last[:2000]})
    json.dump(results, sys.stdout)


main()

"""Creates the schemas of generated SQLAlchemy modules (test/orm/python.ts).

Reads a JSON list of jobs on stdin, each {"module": path, "dialect": "sqlite" or "postgresql",
"database": a SQLite file or a PostgreSQL database at 127.0.0.1:5432}; imports each
module and runs ``Base.metadata.create_all`` on its database, one job after the other in this one
process; writes a JSON list of {"error": message or null} on stdout.
"""
import importlib.util
import json
import sys
import traceback
import warnings

from sqlalchemy import create_engine

warnings.simplefilter("ignore")


def url(job):
    if job["dialect"] == "sqlite":
        return f"sqlite:///{job['database']}"
    return f"postgresql+psycopg2://postgres@127.0.0.1:5432/{job['database']}"


def create(number, job):
    spec = importlib.util.spec_from_file_location(f"relata_models_{number}", job["module"])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    engine = create_engine(url(job))
    try:
        module.Base.metadata.create_all(engine)
    finally:
        engine.dispose()


def main():
    results = []
    for number, job in enumerate(json.load(sys.stdin)):
        try:
            create(number, job)
            results.append({"error": None})
        except Exception as error:  # one job's failure is its own result
            last = traceback.format_exception_only(type(error), error)[-1].strip()
            results.append({"error": last[:2000]})
    json.dump(results, sys.stdout)


main()

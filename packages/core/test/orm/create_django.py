"""Creates the schemas of generated Django models.py files (test/orm/python.ts).

Reads a JSON list of jobs on stdin, each {"module": path, "app": label, "dialect": "sqlite" or
"postgresql", "database": a SQLite file or a PostgreSQL database at 127.0.0.1:5432}; makes an app
of each models.py in a folder of its own, then does what a Django user does with it:
``makemigrations`` and ``migrate`` (each app in a fork of this process, Django's modules imported
once); writes a JSON list of {"error": message or null} on stdout.
"""
import io
import json
import os
import shutil
import sys
import tempfile
import traceback

import django
import django.db.backends.postgresql.base  # noqa: F401 (imported once, before the forks)
import django.db.backends.sqlite3.base  # noqa: F401
import django.db.migrations.autodetector  # noqa: F401
from django.conf import settings
from django.core.management import call_command


def last_line(error):
    return traceback.format_exception_only(type(error), error)[-1].strip()[:2000]


def database(job):
    if job["dialect"] == "sqlite":
        return {"ENGINE": "django.db.backends.sqlite3", "NAME": job["database"]}
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": job["database"],
        "USER": "postgres",
        "HOST": "127.0.0.1",
        "PORT": "5432",
    }


def migrate(root, job):
    """One app, as a Django project of its own: makemigrations, then migrate."""
    sys.path.insert(0, root)
    settings.configure(
        INSTALLED_APPS=[job["app"]],
        DATABASES={"default": database(job)},
        # Relata's DDL names indexes as the design does, past Django's 30 characters.
        SILENCED_SYSTEM_CHECKS=["models.E034"],
        DEFAULT_AUTO_FIELD="django.db.models.AutoField",
        USE_TZ=True,
    )
    step = "setup"
    try:
        django.setup()
        step = "makemigrations"
        call_command("makemigrations", job["app"], verbosity=0)
        step = "migrate"
        call_command("migrate", job["app"], verbosity=0, stdout=io.StringIO())
        return None
    except Exception as error:
        return f"{step}: {last_line(error)}"


def main():
    jobs = json.load(sys.stdin)
    root = tempfile.mkdtemp(prefix="relata-django-")
    results = []
    try:
        for job in jobs:
            folder = os.path.join(root, job["app"])
            os.makedirs(folder)
            open(os.path.join(folder, "__init__.py"), "w").close()
            shutil.copy(job["module"], os.path.join(folder, "models.py"))
            # Django is set up once per process: each app gets a fork of this one (Django's
            # modules already imported), which reports on a pipe.
            read, write = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(read)
                try:
                    error = migrate(root, job)
                except BaseException as failure:  # anything, reported rather than raised
                    error = last_line(failure)
                with os.fdopen(write, "w") as out:
                    json.dump({"error": error}, out)
                os._exit(0)
            os.close(write)
            with os.fdopen(read) as answer:
                text = answer.read()
            os.waitpid(pid, 0)
            results.append(json.loads(text) if text else {"error": "the fork ended without a result"})
        json.dump(results, sys.stdout)
    finally:
        shutil.rmtree(root, ignore_errors=True)


main()

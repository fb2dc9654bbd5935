"""Durable file operations. A kill at any instant leaves either the old or the new content:
whole files are replaced by write-to-temporary, fsync, atomic rename (and fsync of the
folder); journals are appended line by line and fsynced before an action counts as saved."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 32 * 1024 * 1024


class StoreError(Exception):
    """A file that cannot be read; says which and why, in one line."""

    def __init__(self, path: Path, problem: str):
        super().__init__(f"{path.name}: {problem}")
        self.path = path
        self.problem = problem


class SaveError(Exception):
    """A save that failed (disk full, no permission): the game goes on in memory."""


def atomic_write(path: Path, data: bytes) -> None:
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(temporary, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
        _fsync_folder(path.parent)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise SaveError(f"could not save {path.name}: {error.strerror or error}") from None


def append_durably(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        new = not path.exists()
        with open(path, "ab") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if new:
            _fsync_folder(path.parent)
    except OSError as error:
        raise SaveError(f"could not save {path.name}: {error.strerror or error}") from None


def _fsync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not possible on every platform; the rename is still atomic
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def read_bytes(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    try:
        size = path.stat().st_size
        if size > limit:
            raise StoreError(path, f"too large ({size} bytes; at most {limit})")
        with open(path, "rb") as handle:
            return handle.read(limit + 1)
    except OSError as error:
        raise StoreError(path, error.strerror or str(error)) from None


def parse_json(path: Path, data: bytes) -> Any:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise StoreError(path, "not UTF-8 text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise StoreError(path, f"not valid JSON ({error.msg}, line {error.lineno})") from None
    except RecursionError:
        raise StoreError(path, "JSON nested too deeply") from None


def dumps(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

"""Durable file operations. A kill or a power cut at any instant leaves either the old or the
new content: whole files are replaced by write-to-temporary, fsync, atomic rename and fsync of
the folder; journals are appended and fsynced before an action counts as saved.

Every touch of the disk goes through one `FileSystem` object, the seam where tests record the
operations or inject crashes, torn writes and full disks (tests/test_store_faults.py)."""

from __future__ import annotations

import errno
import json
import os
import stat
import sys
from pathlib import Path
from typing import Any

from tarokdesk.core.reading import JsonError, read_json

MAX_FILE_BYTES = 32 * 1024 * 1024
"""The largest file read: a session, a game or a position (docs/save-format.md)."""


class StoreError(Exception):
    """A file or folder that cannot be read; says which and why, in one line."""

    def __init__(self, path: Path, problem: str):
        super().__init__(f"{path.name}: {problem}")
        self.path = path
        self.problem = problem


class SaveError(Exception):
    """A save that failed (disk full, no permission): the game goes on in memory."""


class SessionBusy(SaveError):
    """The session is held by another writer (a second window, `tarokdesk sim`)."""


def os_problem(error: OSError) -> str:
    """An OSError as a short phrase, without the traceback's tuple."""
    return error.strerror or type(error).__name__


class FileSystem:
    """The real disk. Primitive steps only, so that a fault can land between any two."""

    def read(self, path: Path, limit: int) -> bytes:
        """The bytes of a regular file of at most `limit` bytes (OSError or ValueError). It is
        opened without waiting and checked before it is read, so a FIFO or a device such as
        /dev/zero is refused, never read."""
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with open(descriptor, "rb") as handle:
            info = os.fstat(descriptor)
            if not stat.S_ISREG(info.st_mode):
                raise ValueError("not a regular file")
            if info.st_size > limit:
                raise ValueError(f"too large ({info.st_size} bytes; at most {limit})")
            data = handle.read(limit + 1)
        if len(data) > limit:
            raise ValueError(f"too large (more than {limit} bytes)")
        return data

    def exists(self, path: Path) -> bool:
        """Whether `path` exists; an error other than "no such file" is raised, not hidden."""
        try:
            os.stat(path)
        except FileNotFoundError:
            return False
        return True

    def names(self, folder: Path) -> list[str]:
        """The entries of `folder`; none if it does not exist (any other error is raised)."""
        try:
            return os.listdir(folder)
        except FileNotFoundError:
            return []

    def mkdir(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)

    def write(self, path: Path, data: bytes) -> None:
        with open(path, "wb") as handle:
            handle.write(data)

    def append(self, path: Path, data: bytes) -> None:
        with open(path, "ab") as handle:
            handle.write(data)

    def fsync(self, path: Path) -> None:
        descriptor = os.open(path, os.O_RDWR)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)

    def fsync_folder(self, folder: Path) -> None:
        try:
            descriptor = os.open(folder, os.O_RDONLY)
        except OSError:
            return  # not possible on every platform (Windows); the rename is still atomic
        try:
            os.fsync(descriptor)
        except OSError:
            pass
        finally:
            os.close(descriptor)

    def replace(self, source: Path, target: Path) -> None:
        os.replace(source, target)

    def unlink(self, path: Path) -> None:
        path.unlink(missing_ok=True)

    def lock(self, path: Path) -> "FileLock":
        """An exclusive advisory lock on `path` (created if missing), held until released or
        until the process ends, however it ends; SessionBusy if another holder has it."""
        descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock_descriptor(descriptor)
        except OSError as error:
            os.close(descriptor)
            if error.errno in (errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES,
                               getattr(errno, "EDEADLOCK", errno.EDEADLK)):
                raise SessionBusy(f"{path.stem} is open in another window") from None
            raise
        return FileLock(descriptor)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock_descriptor(descriptor: int) -> None:
        msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
else:
    import fcntl

    def _lock_descriptor(descriptor: int) -> None:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)


class FileLock:
    """A held lock; closing the descriptor releases it (the OS does so on any exit)."""

    def __init__(self, descriptor: int):
        self.descriptor: int | None = descriptor

    def release(self) -> None:
        if self.descriptor is not None:
            os.close(self.descriptor)
            self.descriptor = None

    __del__ = release  # a forgotten copy must not keep its session locked


OS_FILES = FileSystem()


def atomic_write(path: Path, data: bytes, fs: FileSystem = OS_FILES) -> None:
    """Replace `path` by `data` so that any crash leaves the old or the new content."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        fs.mkdir(path.parent)
        fs.write(temporary, data)
        fs.fsync(temporary)
        fs.replace(temporary, path)
        fs.fsync_folder(path.parent)
    except OSError as error:
        try:
            fs.unlink(temporary)
        except OSError:
            pass  # the folder itself is the problem; the error below says so
        raise SaveError(f"could not save {path.name}: {os_problem(error)}") from None


def append_durably(path: Path, data: bytes, fs: FileSystem = OS_FILES) -> None:
    """Append `data` and fsync it (and the folder, for a new file) before returning."""
    try:
        fs.mkdir(path.parent)
        new = not fs.exists(path)
        fs.append(path, data)
        fs.fsync(path)
        if new:
            fs.fsync_folder(path.parent)
    except OSError as error:
        raise SaveError(f"could not save {path.name}: {os_problem(error)}") from None


def read_bytes(path: Path, limit: int = MAX_FILE_BYTES, fs: FileSystem = OS_FILES) -> bytes:
    try:
        return fs.read(path, limit)
    except ValueError as error:
        raise StoreError(path, str(error)) from None
    except OSError as error:
        raise StoreError(path, os_problem(error)) from None


def parse_json(path: Path, data: bytes) -> Any:
    try:
        return read_json(data)
    except JsonError as error:
        raise StoreError(path, str(error)) from None


def dumps(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

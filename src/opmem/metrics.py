"""Prometheus metrics of one served `Opmem`: its own registry (no process-global state), fed by the recall
engine's observer hook as recalls happen, and by a collector that reads the store's counts at scrape time.

    opmem_recall_seconds{arm}                 histogram: each arm (text, fuzzy, semantic) and the fused recall
    opmem_recall_degraded_total{arm,reason}   counter: an arm that should have answered and did not
    opmem_guard_refusals_total{family}        counter: third-party text withheld from an agent
    opmem_http_requests_total{method,route,status}  counter: HTTP requests, by route template (as the access log)
    opmem_http_request_seconds{route}         histogram: HTTP request duration by route template
    opmem_outbox_lag_entries                  gauge: index changes committed but not yet applied
    opmem_attachments{status}                 gauge: uploaded files by status (pending is the queue)
    opmem_runs{status}                        gauge: runs (investigations) by status
    opmem_runs_finished{outcome}              gauge: finished runs by outcome (resolved, escalated, …)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from opmem.store.stats import count_by
from opmem.types import Arm, Degraded

if TYPE_CHECKING:
    from opmem.core import Opmem
    from opmem.quarantine.shown import Refusal

#: Recall is meant to answer in milliseconds; the buckets resolve 1 ms to 5 s (the embedding timeout).
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
#: A method outside these is counted as "other" (the label must not take whatever a client sends).
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})


def reason_class(reason: str) -> str:
    """A degraded reason as a label of few values (the reason text carries provider messages)."""
    text = reason.lower()
    for needle, label in (("timed out", "timeout"), ("behind", "index_behind"), ("failed", "error")):
        if needle in text:
            return label
    return "other"


class _StoreState(Collector):
    def __init__(self, opmem: Opmem) -> None:
        self.opmem = opmem

    def collect(self) -> Iterator[Metric]:
        sync = self.opmem.sync
        lag = GaugeMetricFamily("opmem_outbox_lag_entries", "Index changes committed but not yet applied.")
        lag.add_metric([], max(0, self.opmem.store.outbox_head() - sync.applied()))
        yield lag
        for name, doc, table, column in (
            ("opmem_attachments", "Uploaded files by status (pending is the queue).", "attachments", "status"),
            ("opmem_runs", "Runs (investigations) by status.", "investigations", "status"),
            ("opmem_runs_finished", "Finished runs by outcome.", "investigations", "outcome"),
        ):
            label = "outcome" if column == "outcome" else "status"
            family = GaugeMetricFamily(name, doc, labels=[label])
            for status, count in count_by(self.opmem.store, table, column):
                family.add_metric([status], count)
            yield family


class Metrics:
    """The registry and the instruments; an `Opmem`'s recall engine reports to it once `attach`ed."""

    def __init__(self, opmem: Opmem) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self.recall_seconds = Histogram(
            "opmem_recall_seconds",
            "Recall latency by arm, and fused.",
            ["arm"],
            buckets=BUCKETS,
            registry=self.registry,
        )
        self.degraded = Counter(
            "opmem_recall_degraded",
            "Arms that should have answered and did not.",
            ["arm", "reason"],
            registry=self.registry,
        )
        self.guard_refusals = Counter(
            "opmem_guard_refusals",
            "Third-party text withheld from an agent, by family.",
            ["family"],
            registry=self.registry,
        )
        self.http_requests = Counter(
            "opmem_http_requests",
            "HTTP requests by method, route template and status.",
            ["method", "route", "status"],
            registry=self.registry,
        )
        self.http_seconds = Histogram(
            "opmem_http_request_seconds",
            "HTTP request duration by route template.",
            ["route"],
            buckets=BUCKETS,
            registry=self.registry,
        )
        self.registry.register(_StoreState(opmem))
        opmem.engine.observers.append(self)
        opmem.shown.on_refusal = self.withheld

    @classmethod
    def of(cls, opmem: Opmem) -> Metrics:
        """The metrics of `opmem`: made and attached on first use, then the same for every app built on it, so
        that its recall observers do not grow with each app and a recall is counted once."""
        for observer in opmem.engine.observers:
            if isinstance(observer, cls):
                return observer
        return cls(opmem)

    def arm_took(self, arm: Arm, seconds: float) -> None:
        self.recall_seconds.labels(arm).observe(seconds)

    def recall_took(self, seconds: float, degraded: Sequence[Degraded]) -> None:
        self.recall_seconds.labels("fused").observe(seconds)
        for d in degraded:
            self.degraded.labels(d.arm, reason_class(d.reason)).inc()

    def request_done(self, method: str, route: str, status: int, seconds: float) -> None:
        """The hook of the access log (`opmem.surfaces.observe.AccessLog`): one count per HTTP request."""
        self.http_requests.labels(method if method in METHODS else "other", route, str(status)).inc()
        self.http_seconds.labels(route).observe(seconds)

    def refused(self, family: str) -> None:
        self.guard_refusals.labels(family or "unnamed").inc()

    def withheld(self, refusal: Refusal) -> None:
        """The hook of the guard on what agents are shown (`Opmem.shown`): one count per text withheld."""
        self.refused(refusal.verdict.check or "")

    def render(self) -> bytes:
        return generate_latest(self.registry)

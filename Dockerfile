# trellis in a small image: built in the official Swift image (Debian bookworm) through `make install` alone,
# run in debian:bookworm-slim with the tool, its fonts and the C libraries it loads at run time.
# Not built by the project's CI (it has no container engine): see docs/ci.md.
#   docker build -t trellis .
#   docker run --rm -v "$PWD:/work" -w /work trellis snapshot specs/*.yaml

FROM swift:6.3-bookworm AS build
WORKDIR /src
COPY . .
# `make install` installs the -dev packages it builds against (make build-deps) and builds the release products.
RUN apt-get update -qq && apt-get install -y -qq make && make install PREFIX=/opt/trellis

FROM debian:bookworm-slim
# The runtime halves of the Makefile's BUILD_APT_PACKAGES (the Swift runtime is linked in statically).
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      libcairo2 libharfbuzz0b libfreetype6 libfontconfig1 libpng16-16 libdeflate0 libyaml-0-2 libcurl4 \
      libstdc++6 ca-certificates \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /opt/trellis /opt/trellis
ENV PATH=/opt/trellis/bin:$PATH
ENTRYPOINT ["trellis"]

#!/bin/sh
# Renders the gallery that `make samples` keeps in the repository (run from the repository root):
#   Samples/rendered/styles/   a few samples in every style × theme;
#   Samples/illustrations/rendered/   the concept illustrations of docs/illustrations.md, light and dark.
# Usage: Samples/render-gallery.sh path/to/trellis
set -eu
trellis=${1:-.build/release/trellis}

styles_dir=Samples/rendered/styles
mkdir -p "$styles_dir"
for sample in profile-card seed000-scene4-two-label-container seed004-stack-views; do
  for style in boxes content wireframe; do
    for theme in light dark; do
      "$trellis" render "Samples/$sample.yaml" -o "$styles_dir/$sample-$style-$theme.png" \
        --style "$style" --theme "$theme" 2>/dev/null
    done
  done
done

out=Samples/illustrations/rendered
mkdir -p "$out"
# Which overlay each illustration needs (the rest: none).
overlay_for() {
  case "$1" in
    hugging|compression) echo priorities ;;
    priorities) echo constraints ;;
    margins|safe-area) echo margins ;;
    *) echo none ;;
  esac
}
# Stack distributions read best without tags and tints (the labels carry their own colours).
style_for() {
  case "$1" in
    stack-distributions) echo content ;;
    *) echo boxes ;;
  esac
}
for spec in Samples/illustrations/*.yaml; do
  name=$(basename "$spec" .yaml)
  for theme in light dark; do
    "$trellis" render "$spec" -o "$out/$name-$theme.png" --theme "$theme" --overlay "$(overlay_for "$name")" --style "$(style_for "$name")"
    "$trellis" render "$spec" -o "$out/$name-$theme.svg" --theme "$theme" --overlay "$(overlay_for "$name")" --style "$(style_for "$name")"
  done
done

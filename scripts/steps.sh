# Sourced by the scripts that run steps: a step under its heading with how long it took,
# a command whose output shows only when it fails, and commands side by side.

# step NAME COMMAND...: runs COMMAND under the heading NAME and says how long it took;
# with STEP_TIMES naming a file, notes that there too (test.sh prints it at the end).
step() {
  local name="$1" start="${EPOCHREALTIME/[.,]/}" status=0 took
  shift
  echo "==> $name"
  "$@" || status=$?
  took=$((${EPOCHREALTIME/[.,]/} - start))
  took="$((took / 1000000)).$((took / 100000 % 10)) s"
  if [ "$status" = 0 ]; then echo "==> $name ($took)"; else echo "==> $name (failed after $took)"; fi
  if [ -n "${STEP_TIMES:-}" ]; then
    printf '%8s  %s%s\n' "$took" "$name" "$([ "$status" = 0 ] || echo ' (failed)')" >>"$STEP_TIMES"
  fi
  return "$status"
}

# quietly COMMAND...: runs COMMAND with its output held back; shows it when COMMAND fails.
quietly() {
  local log status=0
  log="$(mktemp)"
  "$@" >"$log" 2>&1 || status=$?
  if [ "$status" != 0 ]; then cat "$log"; fi
  rm -f "$log"
  return "$status"
}

# side_by_side COMMAND...: runs the commands at once, each a function or program with its
# words in one argument ("spa shop"), and waits for all of them; fails when any failed.
side_by_side() {
  local command pid pids=() status=0
  for command in "$@"; do
    $command &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  return "$status"
}

#!/usr/bin/env bash
# sample-proc.sh PID SECONDS -> JSON: CPU seconds (utime+stime from /proc) used in the window and peak RSS.
pid=$1; dur=$2; hz=$(getconf CLK_TCK)
cpu() { read -ra f < "/proc/$pid/stat"; echo $((f[13] + f[14])); }
c0=$(cpu); peak=0; end=$(( $(date +%s%N) + dur * 1000000000 ))
while [ "$(date +%s%N)" -lt "$end" ]; do
  r=$(awk '/^VmRSS/{print $2}' "/proc/$pid/status"); [ "$r" -gt "$peak" ] && peak=$r; sleep 0.2
done
c1=$(cpu)
printf '{"cpu_s":%s,"peak_rss_kb":%d}\n' "$(echo "($c1-$c0)/$hz" | bc -l)" "$peak"

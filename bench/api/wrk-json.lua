-- wrk -s wrk-json.lua: one JSON line at the end (latencies in microseconds).
done = function(summary, latency, requests)
  local s = summary.duration / 1e6
  io.write(string.format('{"requests":%d,"rps":%.1f,"bytes":%d,"errors":%d,"non2xx":%d,"p50_us":%d,"p99_us":%d}\n',
    summary.requests, summary.requests / s, summary.bytes,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.errors.status,
    latency:percentile(50), latency:percentile(99)))
end

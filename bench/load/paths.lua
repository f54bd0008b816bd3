-- wrk -s paths.lua: each request takes the next path of PATHS (one per line in the file named by
-- the PATHS_FILE environment variable), with Accept-Encoding: gzip; one JSON line at the end.
local paths = {}
for line in io.lines(os.getenv('PATHS_FILE')) do paths[#paths + 1] = line end
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format('GET', paths[i], { ['Accept-Encoding'] = 'gzip' })
end
done = function(summary, latency, requests)
  local s = summary.duration / 1e6
  io.write(string.format('{"requests":%d,"rps":%.1f,"errors":%d,"timeouts":%d,"non2xx":%d,"p50_ms":%.2f,"p99_ms":%.2f,"max_ms":%.2f}\n',
    summary.requests, summary.requests / s,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.errors.timeout, summary.errors.status,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end

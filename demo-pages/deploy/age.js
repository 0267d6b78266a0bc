// nginx (njs) header filter for the live ticker: the `Age` a shared cache must send (RFC 9111
// §5.1), counted from when the origin produced the answer, also while nginx serves its stored
// copy. nginx itself passes the origin's `Age` unchanged, so a reader polling a copy stored for
// a second would set its ticker clock a second behind. The origin names the moment in
// `X-Generated-At` (epoch ms); that header stays between the origin and the cache.
function correctAge(r) {
  const generatedAt = Number(r.headersOut['X-Generated-At']);
  delete r.headersOut['X-Generated-At'];
  if (!Number.isFinite(generatedAt) || generatedAt <= 0) return;
  r.headersOut['Age'] = String(Math.max(0, Math.floor((Date.now() - generatedAt) / 1000)));
}

export default { correctAge };

// The flags `npm start` gives node for the server: a small machine's heap. Young objects are
// collected at 2 MB instead of 16 and the old heap stops at 128 MB (the server's live data is a
// few tens of MB), which keeps the whole server on the embedded database under 200 MB under load
// (`npm run bench:memory`). SERVER_NODE_FLAGS replaces them, e.g. for a large PostgreSQL node.
export const SERVER_NODE_FLAGS = (
  process.env.SERVER_NODE_FLAGS ?? '--max-semi-space-size=2 --max-old-space-size=128'
)
  .split(' ')
  .filter(Boolean);

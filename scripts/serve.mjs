// The production server is server/serve.mjs. A systemd unit installed from an earlier release
// still starts this path, and a release must start under the unit already installed.
import "../server/serve.mjs";

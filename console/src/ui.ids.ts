// The APIs' ids are UUIDs: a path that holds anything else names nothing, and a page
// shows "Not found" for it without asking the API (which would refuse it as invalid).

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The owner's cancel: never one tap, always with a reason kept on the status change.

/** The longest reason the owner's cancel form takes. */
export const OWNER_CANCEL_REASON_MAX = 200;

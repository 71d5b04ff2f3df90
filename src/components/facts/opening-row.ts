/**
 * The height a list holding OpeningItem keeps before the schedule answers (text-sm, py-1 chips):
 * the chip's two lines on phones, one from `md`. A plain module: a constant exported by the
 * client component's file would reach a server page as a client reference, not as the string.
 */
export const OPENING_ROW = "min-h-12 md:min-h-7";

"use client";

import Image, { type ImageProps } from "next/image";
import { useState } from "react";

/** next/image that swaps to a fallback picture when the original fails to load. */
export function FallbackImage({ fallback, src, alt, ...props }: ImageProps & { fallback: string }) {
  const [failed, setFailed] = useState(false);
  return <Image {...props} alt={alt} src={failed ? fallback : src} onError={() => setFailed(true)} />;
}

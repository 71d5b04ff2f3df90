"use client";

import { ConsoleError } from "@/components/layout/console-error";

export default ConsoleError;

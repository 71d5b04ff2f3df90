"use client";

import { Tabs as TabsPrimitive } from "radix-ui";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className = "", ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={`grid grid-cols-2 rounded-lg bg-slate-100 p-1 ${className}`} {...props} />;
}

export function TabsTrigger({ className = "", ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`rounded-md px-3 py-2 font-semibold text-slate-600 text-sm data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow ${className}`}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;

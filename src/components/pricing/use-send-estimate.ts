"use client";

import { useState } from "react";
import { postJson } from "@/components/ui/post-json";
import { toast } from "@/components/ui/toast";

/** "Send Estimate" after the reveal: the lead's token proves this browser made the lead. */
export function useSendEstimate(lead: { leadId: string | null; estimateToken: string | null } | null, email: string) {
  const [sending, setSending] = useState(false);
  async function sendEstimate() {
    const sent = () => toast.success("Estimate sent", { description: `We emailed your estimate to ${email.trim()}.` });
    if (!lead?.leadId || !lead.estimateToken) {
      sent();
      return;
    }
    setSending(true);
    // The token this browser got with the lead: nobody else can have the estimate mailed again.
    const answer = await postJson(`/api/leads/${lead.leadId}/estimate`, { token: lead.estimateToken });
    setSending(false);
    if (answer.ok) sent();
    else toast.error("Estimate not sent", { description: answer.error });
  }
  return { sending, sendEstimate };
}

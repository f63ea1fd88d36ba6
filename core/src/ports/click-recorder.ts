export interface OutboundClick {
  productId: number;
  advertiserId: number;
  at: Date;
  /** Truncated before it is stored (RGPD): never a full address. */
  ip: string | null;
}

/** Records an outbound click (/go/…) for the tracker. */
export interface ClickRecorder {
  record(click: OutboundClick): Promise<void>;
}

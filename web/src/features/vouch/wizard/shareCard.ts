/**
 * The success moment's share card (1200 × 630, the size social sites show)
 * drawn on a canvas, and the share links. Pure apart from the canvas. The
 * layout is domain/shareCard.ts, the one the link's preview picture is drawn
 * from on the server, so the picture a member downloads is the one the link unfurls with.
 */
import { CARD_COLOURS, CARD_HEIGHT, CARD_PANEL, CARD_WIDTH, shareCardLayout, vouchedCardContent, type CardFont } from '#domain/shareCard';

export { CARD_HEIGHT, CARD_WIDTH };

export interface CardContent {
  name: string;
  points: number;
  qualities: readonly string[];
  tier: string;
  url: string;
}

/**
 * The receiver's "vouch for me" link (others can vouch for them too), with
 * the vouch it comes from (`by`, the voucher; `card`, the vouch's id): the
 * link then unfurls with this card (functions/domain/unfurl.ts). The app
 * reads only `user`, so a person lands where the plain link takes them.
 */
export function shareUrl(origin: string, username: string | null | undefined, id: string, vouch?: { voucher_id: string; id: string }): string {
  const query = new URLSearchParams({ user: username || id });
  if (vouch) {
    query.set('by', vouch.voucher_id);
    query.set('card', vouch.id);
  }
  return `${origin}/vouched?${query.toString()}`;
}

export function shareText(content: Pick<CardContent, 'name' | 'qualities'>): string {
  const qualities = content.qualities.slice(0, 3).join(', ');
  return `I just vouched for ${content.name} on Vouched${qualities ? ` for their ${qualities}` : ''}. Know them too? Add your vouch:`;
}

export type ShareTarget = 'x' | 'linkedin' | 'facebook';

/** The share page of each site, with the text (where the site takes one) and the link. */
export function shareLink(target: ShareTarget, text: string, url: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (target) {
    case 'x':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`;
  }
}

const FONT = '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const canvasFont = (font: CardFont) => `${font.weight} ${font.size}px ${FONT}`;

/** Draws the card (the layout the server's preview picture has too, domain/shareCard.ts); false when the browser gives no 2D canvas. */
export function drawShareCard(canvas: HTMLCanvasElement, content: CardContent): boolean {
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  const c = CARD_COLOURS;
  const p = CARD_PANEL;

  const gradient = ctx.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  gradient.addColorStop(0, c.gradientFrom);
  gradient.addColorStop(1, c.gradientTo);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);

  // A white panel with the message.
  ctx.globalAlpha = c.panelOpacity;
  ctx.fillStyle = c.panel;
  ctx.beginPath();
  ctx.roundRect(p.x, p.y, p.width, p.height, p.radius);
  ctx.fill();
  ctx.globalAlpha = 1;

  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  const measure = (text: string, font: CardFont) => {
    ctx.font = canvasFont(font);
    return ctx.measureText(text).width;
  };
  const texts = shareCardLayout(vouchedCardContent(content), measure);
  for (const t of texts) {
    ctx.fillStyle = t.colour;
    ctx.font = canvasFont(t.font);
    ctx.fillText(t.text, t.x, t.y);
  }
  return true;
}

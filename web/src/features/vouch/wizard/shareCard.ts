/**
 * The success moment's share card (1200 × 630, the size social sites show)
 * drawn on a canvas, and the share links. Pure apart from the canvas.
 */
import { formatPoints } from '#domain';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardContent {
  name: string;
  points: number;
  qualities: readonly string[];
  tier: string;
  url: string;
}

/** The receiver's "vouch for me" link: others can vouch for them too. */
export function shareUrl(origin: string, username: string | null | undefined, id: string): string {
  return `${origin}/vouched?user=${encodeURIComponent(username || id)}`;
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

/** Words of `text` in lines no wider than `width`, at most `max` lines (the last one cut with an ellipsis). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1]}…`;
    return kept;
  }
  return lines;
}

const FONT = '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Draws the card; false when the browser gives no 2D canvas. */
export function drawShareCard(canvas: HTMLCanvasElement, content: CardContent): boolean {
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;

  const gradient = ctx.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  gradient.addColorStop(0, '#1e3a8a');
  gradient.addColorStop(1, '#6d28d9');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);

  // A white panel with the message.
  ctx.fillStyle = 'rgba(255, 255, 255, 0.96)';
  ctx.beginPath();
  ctx.roundRect(60, 60, CARD_WIDTH - 120, CARD_HEIGHT - 120, 32);
  ctx.fill();

  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#4c1d95';
  ctx.font = `700 30px ${FONT}`;
  ctx.fillText('VOUCHED', 110, 140);

  ctx.fillStyle = '#111827';
  ctx.font = `800 64px ${FONT}`;
  const title = wrap(ctx, `I vouched for ${content.name}`, CARD_WIDTH - 220, 2);
  title.forEach((line, i) => ctx.fillText(line, 110, 230 + i * 76));
  let y = 230 + title.length * 76 + 10;

  if (content.qualities.length) {
    ctx.fillStyle = '#374151';
    ctx.font = `500 34px ${FONT}`;
    for (const line of wrap(ctx, content.qualities.slice(0, 5).join(' · '), CARD_WIDTH - 220, 2)) {
      ctx.fillText(line, 110, y);
      y += 46;
    }
  }

  ctx.fillStyle = '#1e3a8a';
  ctx.font = `800 48px ${FONT}`;
  ctx.fillText(`+${formatPoints(content.points)}`, 110, CARD_HEIGHT - 120);
  ctx.fillStyle = '#4b5563';
  ctx.font = `600 30px ${FONT}`;
  ctx.textAlign = 'right';
  ctx.fillText(content.tier, CARD_WIDTH - 110, CARD_HEIGHT - 124);
  ctx.textAlign = 'left';
  return true;
}

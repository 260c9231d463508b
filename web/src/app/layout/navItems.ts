import { FileText, HandHeart, Info, LayoutDashboard, MessageSquarePlus } from 'lucide-react';
import type { ComponentType } from 'react';

export interface NavLinkItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string }>;
}

/** The member navigation (sidebar on desktop, drawer on mobile), in the spec's order. */
export const MEMBER_NAV: readonly NavLinkItem[] = [
  { label: 'Vouch Now', to: '/vouched', icon: HandHeart },
  { label: 'Request Vouch', to: '/request-vouch', icon: MessageSquarePlus },
  { label: 'My Vouch Transcript', to: '/my-vouch-transcript', icon: FileText },
  { label: 'My Vouch Portfolio', to: '/my-vouch-dashboard', icon: LayoutDashboard },
  { label: 'About', to: '/about', icon: Info },
];

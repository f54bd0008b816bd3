import { AdminStatsSchema, API, STATS_POLL_INTERVAL_MS } from '@portfolio/shared';
import { BookImage, ExternalLink, FileText, FolderLock, FolderTree, Image, Images, LayoutDashboard, LogOut, Mail, Menu, Newspaper, Receipt, Rss, Settings, Store, Type, Users, X, type LucideIcon } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { ScreenBoundary } from './screen-boundary';
import { AdminLanguageSelect } from './admin-language-select';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { queryKeys, useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi, useOpenExternal, usePlatform } from '../lib/admin-context';
import { displayName, useAuthStore } from '../lib/auth-store';
import { formatUnreadBadge } from '../lib/format';
import type { AdminExtraScreen } from '../platform';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon | ComponentType<{ className?: string }>;
  end?: boolean;
  /** A count beside the label (none when null), what it counts in words, and its test id. */
  badge?: { text: string | null; label: string; testId: string; tone: 'alert' | 'todo' };
}

/** Stats for the dashboard and the Messages badge, polled every 30 s while signed in. */
export function useAdminStats() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return useAdminQuery(queryKeys.stats, API.admin.stats, AdminStatsSchema, {
    enabled: isAuthenticated,
    refetchInterval: STATS_POLL_INTERVAL_MS,
  });
}

export function AdminLayout({ extraScreens }: { extraScreens: AdminExtraScreen[] }) {
  const t = useAdminT();
  const api = useAdminApi();
  const user = useAuthStore((s) => s.user);
  const [menuOpen, setMenuOpen] = useState(false);
  const siteUrl = `${usePlatform().apiBaseUrl}/`;
  const openExternal = useOpenExternal();
  const stats = useAdminStats();
  const unread = formatUnreadBadge(stats.data?.unreadMessages);
  const review = formatUnreadBadge(stats.data?.reviewItems);
  const newOrders = formatUnreadBadge(stats.data?.newOrders);

  const items: NavItem[] = [
    { to: '/admin', label: t('nav.dashboard'), icon: LayoutDashboard, end: true },
    { to: '/admin/blog', label: t('nav.blog'), icon: FileText },
    { to: '/admin/hero-images', label: t('nav.heroImages'), icon: Image },
    {
      to: '/admin/gallery',
      label: t('nav.gallery'),
      icon: Images,
      badge: { text: review, label: t('gallery.reviewCount', { count: stats.data?.reviewItems ?? 0 }), testId: 'review-badge', tone: 'todo' },
    },
    { to: '/admin/collections', label: t('nav.collections'), icon: BookImage },
    { to: '/admin/client-galleries', label: t('nav.clientGalleries'), icon: FolderLock },
    { to: '/admin/categories', label: t('nav.categories'), icon: FolderTree },
    { to: '/admin/users', label: t('nav.users'), icon: Users },
    {
      to: '/admin/messages',
      label: t('nav.messages'),
      icon: Mail,
      badge: { text: unread, label: t('nav.unreadMessages', { count: stats.data?.unreadMessages ?? 0 }), testId: 'unread-badge', tone: 'alert' },
    },
    {
      to: '/admin/orders',
      label: t('nav.orders'),
      icon: Receipt,
      badge: { text: newOrders, label: t('nav.newOrders', { count: stats.data?.newOrders ?? 0 }), testId: 'orders-badge', tone: 'alert' },
    },
    { to: '/admin/shop', label: t('nav.shop'), icon: Store },
    { to: '/admin/subscribers', label: t('nav.subscribers'), icon: Newspaper },
    { to: '/admin/fediverse', label: t('nav.fediverse'), icon: Rss },
    { to: '/admin/site-texts', label: t('nav.siteTexts'), icon: Type },
    { to: '/admin/settings', label: t('nav.settings'), icon: Settings },
    ...extraScreens.map((s) => ({ to: `/admin/${s.path.replace(/^\/+/, '')}`, label: s.label, icon: s.icon ?? FolderTree })),
  ];

  const logout = async () => {
    try {
      await api.call('POST', API.admin.logout);
    } catch {
      // The session ends on this side whatever the server answers.
    }
    useAuthStore.getState().logout();
  };

  return (
    <div className="min-h-screen bg-muted/40 text-foreground">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-background px-4">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
        <span className="font-semibold">{t('nav.title')}</span>
        <span className="ml-auto hidden text-sm text-muted-foreground sm:inline" data-testid="welcome">
          {t('nav.welcome', { name: displayName(user) })}
        </span>
        <a
          href={siteUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e) => {
            e.preventDefault();
            openExternal(siteUrl);
          }}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring max-sm:ml-auto"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">{t('nav.viewSite')}</span>
        </a>
        <AdminLanguageSelect className="max-sm:hidden" />
        <Button variant="outline" size="sm" onClick={logout}>
          <LogOut aria-hidden="true" />
          {t('nav.logout')}
        </Button>
      </header>
      <div className="flex">
        <nav
          id="admin-sidebar"
          aria-label={t('nav.title')}
          className={cn(
            'fixed inset-y-0 left-0 top-14 z-20 w-64 shrink-0 border-r border-border bg-background p-3 transition-transform lg:sticky lg:h-[calc(100vh-3.5rem)] lg:translate-x-0',
            menuOpen ? 'translate-x-0' : '-translate-x-full',
          )}
        >
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      isActive ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                    )
                  }
                >
                  <item.icon className="size-4" aria-hidden="true" />
                  <span>{item.label}</span>
                  {item.badge?.text ? (
                    <span
                      className={cn('ml-auto rounded-full px-2 py-0.5 text-xs font-semibold', item.badge.tone === 'alert' ? 'bg-red-600 text-white' : 'bg-amber-400 text-amber-950')}
                      aria-label={item.badge.label}
                      data-testid={item.badge.testId}
                    >
                      {item.badge.text}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* The header has no room for it on a phone. */}
          <AdminLanguageSelect className="mt-4 border-t border-border px-3 pt-4 sm:hidden" />
        </nav>
        {menuOpen ? <div className="fixed inset-0 top-14 z-10 bg-black/30 lg:hidden" aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}
        <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          <ScreenBoundary>
            <Outlet />
          </ScreenBoundary>
        </main>
      </div>
    </div>
  );
}

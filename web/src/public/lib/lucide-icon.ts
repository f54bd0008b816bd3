import { createElement, type ReactNode, type SVGProps } from 'react';

/** An icon as lucide-react's icon modules describe it. */
interface IconData {
  name: string;
  node: [string, Record<string, string>][];
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

const isA11yProp = (prop: string) => prop.startsWith('aria-') || prop === 'role' || prop === 'title';

/**
 * lucide-react's createLucideIcon for the public site's build (vite.config.ts puts it in place):
 * the same SVG from the same icon data, without the options the site never uses (a context,
 * absolute stroke widths, aliases), which cost the first screen's script a kilobyte and a half.
 */
export default function createLucideIcon(icon: IconData) {
  return function LucideIcon({ size = 24, strokeWidth = 2, className, children, ...rest }: IconProps) {
    const hidden = !children && !Object.keys(rest).some((prop) => isA11yProp(prop) && rest[prop as keyof typeof rest] != null);
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', `lucide-${icon.name}`, className].filter(Boolean).join(' '),
        ...(hidden ? { 'aria-hidden': 'true' } : {}),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  };
}

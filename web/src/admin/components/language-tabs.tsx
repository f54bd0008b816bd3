import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';

const LANGUAGES = ['nl', 'en', 'sv'] as const;

/**
 * A text in Dutch (the default), English and Swedish, one tab each; every tab stays in the page,
 * so a form keeps all three. `children` draws the field of one language with its accessible label.
 */
export function LanguageTabs<N extends string>({ label, names, hint, children }: { label: string; names: readonly [N, N, N]; hint?: string; children: (name: N, label: string) => ReactNode }) {
  return (
    <div role="group" aria-label={label} className="grid gap-2">
      <span className="text-sm font-medium">{label}</span>
      <Tabs defaultValue="nl">
        <TabsList>
          {LANGUAGES.map((lang) => (
            <TabsTrigger key={lang} value={lang}>
              {lang.toUpperCase()}
            </TabsTrigger>
          ))}
        </TabsList>
        {LANGUAGES.map((lang, i) => (
          <TabsContent key={lang} value={lang} forceMount className="data-[state=inactive]:hidden">
            {children(names[i]!, `${label} (${lang.toUpperCase()})`)}
          </TabsContent>
        ))}
      </Tabs>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

import type { AnswerBindings } from '../lib/answers';
import type { RouteDeps } from '../lib/route-deps';
import { listActiveHeroImages } from './hero.service';

/** GET /api/hero-images: the active slides; with `?language=` their texts in that language, else the Dutch ones. */
export function heroImageAnswers({ db }: Pick<RouteDeps, 'db'>): Pick<AnswerBindings, 'heroImages'> {
  return { heroImages: { load: ({ language }) => listActiveHeroImages(db, language) } };
}

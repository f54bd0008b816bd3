import { z } from 'zod';
import { CollectionRefSchema } from './collection';
import { GalleryItemSchema } from './gallery';

/*
 * Places: the public map and a photo's small map. Every position here is rounded to the
 * photographer's precision (site settings, mapPrecision); photos with a sensitive location are
 * never placed at all, and their small map shows only the country.
 */

/** A rectangle of the world in degrees; addresses write it `west,south,east,north`. */
export const MapViewSchema = z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() });
export type MapView = z.infer<typeof MapViewSchema>;

export const MapClusterSchema = z.object({
  /** Its square; the gallery's filter `cell=west,south,east,north` lists its photos. */
  bounds: MapViewSchema,
  lat: z.number(),
  lon: z.number(),
  /** Where it is drawn, in the map's SVG units. */
  x: z.number(),
  y: z.number(),
  count: z.number().int(),
  /** The view that zooms in on it (null: it is as fine as the precision allows). */
  zoom: MapViewSchema.nullable(),
});
export type MapCluster = z.infer<typeof MapClusterSchema>;

/**
 * The site's own vector basemap (a PMTiles archive the server serves at `url`), when the server
 * runs with one: its extent and zoom levels as the archive's header gives them.
 */
export const MapBasemapSchema = z.object({
  url: z.string(),
  /** west, south, east, north in degrees. */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** longitude, latitude. */
  center: z.tuple([z.number(), z.number()]),
  minZoom: z.number().int(),
  maxZoom: z.number().int(),
});
export type MapBasemap = z.infer<typeof MapBasemapSchema>;

/** GET /api/map: the clusters of one view of the map, with the filters of the gallery. */
export const MapAnswerSchema = z.object({
  view: MapViewSchema,
  width: z.number(),
  height: z.number(),
  /** Degrees every position is rounded to. */
  precision: z.number(),
  /** Photos on this view of the map. */
  total: z.number().int(),
  clusters: z.array(MapClusterSchema),
  /** The land of this view (SVG, same origin). */
  landUrl: z.string(),
  /** Absent when the site has no basemap: the drawn land is the whole map. */
  basemap: MapBasemapSchema.optional(),
});
export type MapAnswer = z.infer<typeof MapAnswerSchema>;

/** Where a photo was made, as its page may show it. */
export const PhotoPlaceSchema = z.object({
  /** Rounded to the precision; null for a sensitive photo (only the country is known). */
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  country: z.string().nullable(),
  precision: z.number(),
  /** The small map (null: nothing to draw), its land from `mapUrl`, and the marker as fractions of its width and height. */
  view: MapViewSchema.nullable(),
  mapUrl: z.string().nullable(),
  marker: z.object({ x: z.number(), y: z.number() }).nullable(),
  /** Width over height of the small map. */
  aspect: z.number(),
});
export type PhotoPlace = z.infer<typeof PhotoPlaceSchema>;

/** GET /api/gallery/items/{id}/context: what a photo's page and the viewer's panel show beside the photo. */
export const PhotoContextSchema = z.object({
  collections: z.array(CollectionRefSchema),
  /** Up to 8, most in common first. */
  related: z.array(GalleryItemSchema),
  place: PhotoPlaceSchema.nullable(),
});
export type PhotoContext = z.infer<typeof PhotoContextSchema>;

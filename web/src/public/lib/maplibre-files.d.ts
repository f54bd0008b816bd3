// MapLibre's stylesheet and worker, bundled as files of this site (Vite): their package's exports
// map resolves them to plain files, which TypeScript then cannot type by Vite's wildcards.
declare module 'maplibre-gl/dist/maplibre-gl.css';
declare module 'maplibre-gl/dist/maplibre-gl-worker.mjs?url' {
  const url: string;
  export default url;
}

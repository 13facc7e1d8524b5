import postcssGlobalData from '@csstools/postcss-global-data';
import postcssCustomMedia from 'postcss-custom-media';

// The breakpoints are defined once (src/styles/breakpoints.css) and reach every CSS Module as
// custom media; the built CSS has plain media queries.
export default {
  plugins: [postcssGlobalData({ files: ['src/styles/breakpoints.css'] }), postcssCustomMedia()],
};

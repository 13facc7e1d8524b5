import { domAnimation } from 'framer-motion';

// Loaded through LazyMotion after the first paint, so the animation engine stays out of the main
// chunk; `m` components render (and show their content) without it.
export default domAnimation;

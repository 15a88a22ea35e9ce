/** The home page's parts that hydrate after the rest: one chunk (see routes/home). */
export { DeliverySteps } from './DeliverySteps';
export { Hero } from './Hero';

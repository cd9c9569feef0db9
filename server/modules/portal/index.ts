// The portal domain's door: /customer, the signed-in customer's own calls, composed from customers' and billing's doors.
export { default } from './portalRoutes';

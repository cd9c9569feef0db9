// The portal domain's door: /customer, the signed-in customer's own calls, composed from customers', billing's and
// treatments' doors.
export { default } from './portalRoutes';

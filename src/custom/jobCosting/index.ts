// What the dashboard and the property page use of job costing: the least profitable card.
export { LeastProfitableCard } from './LeastProfitableCard';

// A small rate file in the accepted format (docs/billing.md "Sales tax by place"): the sales-tax screen offers it as an
// example to download, and the tests read it. Rates as the Texas Comptroller publishes them (a fraction, .010000 is 1 %).
export const SAMPLE_RATE_FILE = [
  'zip,city,local_code,jurisdiction,type,rate',
  ',,TX,Texas,state,.0625',
  '78701,Austin,2227015,Austin,city,.010000',
  '78701,,3227999,Austin MTA,transit,.010000',
  '78660,Pflugerville,2227042,Pflugerville,city,.010000',
  '78660,,3227999,Austin MTA,transit,.010000',
  '78660,,5227550,Travis County ESD No. 2,spd,.0025',
].join('\n');

// The demo markets: real zip codes with their approximate centroids, and real street names nearby.
export interface ZipArea {
  zipcode: string;
  latitude: number;
  longitude: number;
}

export interface MarketGeography {
  name: string;
  city: string;
  taxPercent: number;
  zips: ZipArea[];
  streets: string[];
}

const zips = (rows: [string, number, number][]): ZipArea[] =>
  rows.map(([zipcode, latitude, longitude]) => ({ zipcode, latitude, longitude }));

export const MARKET_GEOGRAPHY: MarketGeography[] = [
  {
    name: 'Austin',
    city: 'Austin',
    taxPercent: 8.25,
    zips: zips([
      ['78701', 30.2711, -97.7437], ['78702', 30.2636, -97.7166], ['78703', 30.2944, -97.7649], ['78704', 30.2429, -97.7658],
      ['78705', 30.2957, -97.7394], ['78723', 30.3048, -97.6852], ['78731', 30.3471, -97.7609], ['78745', 30.207, -97.7956],
      ['78748', 30.1643, -97.8222], ['78749', 30.2175, -97.8506], ['78751', 30.3102, -97.7227], ['78752', 30.3317, -97.7004],
      ['78756', 30.3225, -97.7396], ['78757', 30.3515, -97.7325], ['78758', 30.3877, -97.706], ['78759', 30.4036, -97.7526],
    ]),
    streets: ['Barton Springs Rd', 'S Lamar Blvd', 'Burnet Rd', 'Manchaca Rd', 'Shoal Creek Blvd', 'Red River St', 'Cesar Chavez St',
      'Airport Blvd', 'Duval St', 'Enfield Rd', 'Slaughter Ln', 'William Cannon Dr', 'Anderson Mill Rd', 'Far West Blvd', 'Mesa Dr'],
  },
  {
    name: 'Dallas',
    city: 'Dallas',
    taxPercent: 8.25,
    zips: zips([
      ['75201', 32.7904, -96.8044], ['75204', 32.803, -96.785], ['75205', 32.8366, -96.7962], ['75206', 32.831, -96.77],
      ['75209', 32.8456, -96.8258], ['75214', 32.8249, -96.7498], ['75218', 32.8463, -96.697], ['75219', 32.8126, -96.8143],
      ['75220', 32.8681, -96.8602], ['75225', 32.8628, -96.7917], ['75228', 32.825, -96.6783], ['75230', 32.9, -96.7897],
      ['75231', 32.8756, -96.7495], ['75235', 32.8252, -96.8388], ['75238', 32.8766, -96.708], ['75248', 32.9682, -96.7943],
    ]),
    streets: ['Greenville Ave', 'Mockingbird Ln', 'Lovers Ln', 'Preston Rd', 'Abrams Rd', 'Skillman St', 'Gaston Ave', 'Inwood Rd',
      'Forest Ln', 'Royal Ln', 'Northwest Hwy', 'Hillcrest Rd', 'Swiss Ave', 'Ferndale Rd', 'Walnut Hill Ln'],
  },
  {
    name: 'San Antonio',
    city: 'San Antonio',
    taxPercent: 8.25,
    zips: zips([
      ['78201', 29.4683, -98.5264], ['78209', 29.4886, -98.4557], ['78212', 29.464, -98.496], ['78213', 29.5155, -98.5227],
      ['78216', 29.5337, -98.4977], ['78217', 29.5393, -98.4194], ['78218', 29.4969, -98.4035], ['78223', 29.3578, -98.4358],
      ['78228', 29.4589, -98.5697], ['78230', 29.5407, -98.5521], ['78232', 29.5883, -98.4734], ['78240', 29.5189, -98.6123],
      ['78247', 29.5854, -98.4071], ['78249', 29.5612, -98.6117], ['78250', 29.5054, -98.6686], ['78258', 29.6367, -98.4957],
    ]),
    streets: ['Broadway', 'McCullough Ave', 'Blanco Rd', 'Hildebrand Ave', 'Vance Jackson Rd', 'Wurzbach Rd', 'Babcock Rd',
      'Nacogdoches Rd', 'Bandera Rd', 'Huebner Rd', 'Thousand Oaks Dr', 'Basse Rd', 'Fredericksburg Rd', 'Stone Oak Pkwy', 'Callaghan Rd'],
  },
];

export const FIRST_NAMES = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Elizabeth',
  'William', 'Susan', 'Jose', 'Jessica', 'Richard', 'Sarah', 'Thomas', 'Karen', 'Daniel', 'Nancy', 'Juan', 'Lisa', 'Matthew',
  'Sandra', 'Anthony', 'Ashley', 'Mark', 'Emily', 'Luis', 'Kimberly', 'Steven', 'Donna', 'Andrew', 'Michelle', 'Miguel', 'Laura'];

export const LAST_NAMES = ['Smith', 'Garcia', 'Johnson', 'Martinez', 'Williams', 'Rodriguez', 'Brown', 'Hernandez', 'Jones', 'Lopez',
  'Davis', 'Gonzalez', 'Miller', 'Perez', 'Wilson', 'Sanchez', 'Anderson', 'Ramirez', 'Taylor', 'Torres', 'Thomas', 'Flores',
  'Moore', 'Rivera', 'Jackson', 'Gomez', 'White', 'Diaz', 'Harris', 'Reyes', 'Martin', 'Cruz', 'Thompson', 'Morales'];

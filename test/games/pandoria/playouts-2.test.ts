import { describePlayouts } from './playouts';

describePlayouts(2, 2);

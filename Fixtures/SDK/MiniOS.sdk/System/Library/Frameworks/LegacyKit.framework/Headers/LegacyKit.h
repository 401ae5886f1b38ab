#import <Foundation/Foundation.h>
@interface LKThing : NSObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic) CGFloat width;
@end
